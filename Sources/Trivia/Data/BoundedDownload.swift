import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One HTTP GET whose body is collected only up to a limit, cancellable by the task.
///
/// `URLSession.data(for:)` holds a whole body however large; this stops reading and cancels the
/// request as soon as the body passes the limit.
final class BoundedDownload: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // Touched only on the session's delegate queue, which is serial.
    private var body = Data()
    private var status = 0
    private let limit: Int
    private var continuation: CheckedContinuation<(Int, Data), any Error>?
    private var failure: RemoteFailure?

    private init(limit: Int) {
        self.limit = limit
    }

    /// The status and body of `request`.
    ///
    /// - Throws: ``RemoteFailure``: offline, timed out, too large, or cancelled.
    static func get(_ request: URLRequest, limit: Int) async throws(RemoteFailure) -> (
        Int, Data
    ) {
        let download = BoundedDownload(limit: limit)
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let session = URLSession(
            configuration: .ephemeral, delegate: download, delegateQueue: queue)
        defer { session.invalidateAndCancel() }
        let task = session.dataTask(with: request)
        do {
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    queue.addOperation {
                        download.continuation = continuation
                        task.resume()
                    }
                }
            } onCancel: {
                task.cancel()
            }
        } catch let failure as RemoteFailure {
            throw failure
        } catch {
            throw Self.failure(for: error, timeout: Int(request.timeoutInterval))
        }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        status = (response as? HTTPURLResponse)?.statusCode ?? 0
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard failure == nil else { return }
        if body.count + data.count > limit {
            failure = .tooLarge(limit: limit)
            dataTask.cancel()
            return
        }
        body.append(data)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
    ) {
        guard let continuation else { return }
        self.continuation = nil
        if let failure {
            continuation.resume(throwing: failure)
        } else if let error {
            continuation.resume(throwing: error)
        } else {
            continuation.resume(returning: (status, body))
        }
    }

    /// The failure a URL loading error stands for.
    private static func failure(for error: any Error, timeout: Int) -> RemoteFailure {
        guard let error = error as? URLError else { return .offline }
        switch error.code {
        case .timedOut: return .timedOut(seconds: timeout)
        case .cancelled: return .cancelled
        // A closed connection without an answer, or bytes that are not HTTP (which the Linux
        // loader reports as an unsupported URL).
        case .badServerResponse, .cannotParseResponse, .cannotDecodeRawData,
            .cannotDecodeContentData, .unsupportedURL:
            return .badBody
        default: return .offline
        }
    }
}
