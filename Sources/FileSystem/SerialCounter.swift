#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A counter behind a mutex; a class because it owns the pthread mutex.
final class SerialCounter: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var value = 0
    init() { pthread_mutex_init(&mutex, nil) }
    deinit { pthread_mutex_destroy(&mutex) }
    func withLock<T>(_ body: (inout Int) -> T) -> T {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return body(&value)
    }
}
