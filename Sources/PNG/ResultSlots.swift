import Diagnostics
import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension PNGFile {
    /// Reads several PNG files at once, one thread each (inflating is most of a diff's time:
    /// about 50 ms per 1290×2796 file, so decoding a pair concurrently halves the wall time).
    /// Results come back in the order of `paths`; the first failure in that order is thrown.
    static func readStraight(_ paths: [String], limits: PNGDecoder.Limits = .standard) throws(InputError) -> [StraightImage] {
        var files: [(bytes: [UInt8], file: String)] = []
        for path in paths { files.append((try readBytes(path), path)) }
        return try decodeStraight(files, limits: limits)
    }

    /// Decodes several PNGs already read (each with the file it came from, for errors) at once.
    package static func decodeStraight(_ files: [(bytes: [UInt8], file: String)], limits: PNGDecoder.Limits = .standard) throws(InputError) -> [StraightImage] {
        let slots = ResultSlots(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let result: Result<StraightImage, InputError>
            do throws(InputError) {
                result = .success(try decodeStraight(files[index].bytes, file: files[index].file, limits: limits))
            } catch {
                result = .failure(error)
            }
            slots.set(index, result)
        }
        var images: [StraightImage] = []
        for result in slots.results {
            switch result {
            case let .success(image): images.append(image)
            case let .failure(error): throw error
            case nil: throw InputError("internal error: a concurrent read did not finish")
            }
        }
        return images
    }
}

/// Results filled in by concurrent workers, each writing its own slot under a mutex.
/// A class because it owns the mutex and is shared by the workers.
private final class ResultSlots: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var storage: [Result<StraightImage, InputError>?]

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
        pthread_mutex_init(&mutex, nil)
    }

    deinit { pthread_mutex_destroy(&mutex) }

    func set(_ index: Int, _ result: Result<StraightImage, InputError>) {
        pthread_mutex_lock(&mutex)
        storage[index] = result
        pthread_mutex_unlock(&mutex)
    }

    var results: [Result<StraightImage, InputError>?] {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return storage
    }
}
