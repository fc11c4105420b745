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
    public static func readStraight(_ paths: [String], limits: PNGDecoder.Limits = .standard) throws(InputError) -> [StraightImage] {
        try readStraight(paths.map { ($0, nil) }, limits: limits)
    }

    /// The PNG at `relative` in each of `folders`, read without following a link below the folder.
    public static func readStraight(_ relative: String, beneath folders: [String], limits: PNGDecoder.Limits = .standard) throws(InputError) -> [StraightImage] {
        try readStraight(folders.map { (relative, $0) }, limits: limits)
    }

    private static func readStraight(_ paths: [(String, String?)], limits: PNGDecoder.Limits) throws(InputError) -> [StraightImage] {
        let slots = ResultSlots(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let result: Result<StraightImage, InputError>
            do throws(InputError) {
                result = .success(try readStraight(paths[index].0, beneath: paths[index].1, limits: limits))
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
