// Intel's ISA-L deflate (igzip) and CRC, from Debian's libisal-dev: the PNG encoder's compressor.
#include <isa-l/igzip_lib.h>
#include <isa-l/crc.h>
