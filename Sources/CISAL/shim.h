// Intel ISA-L from Debian's libisal-dev: the PNG encoder uses its CRC-32 (crc.h) and Adler-32 (isal_adler32, declared in
// igzip_lib.h); its deflate (igzip) is not used (Sources/PNGShim/RowDeflate.c compresses the rows).
#include <isa-l/igzip_lib.h>
#include <isa-l/crc.h>
