// Calls to a new search worker from a page, for the bench's worker times and the browser tests.

/**
 * Runs in the page (pass it to page.evaluate; it closes over nothing): starts a new worker of the search script at
 * `url`, makes each of `calls` ([op, args]) once the one before has answered, and resolves to their results in order.
 */
export async function callsInNewWorker({ url, calls }) {
  const worker = new Worker(url)
  let id = 0
  const call = (op, args) =>
    new Promise((resolve, reject) => {
      id += 1
      const mine = id
      const onMessage = (event) => {
        // The worker first acknowledges a request ({ id, ack }), then answers it ({ id, result } or { id, error }).
        if (event.data.id !== mine || event.data.ack) return
        worker.removeEventListener('message', onMessage)
        if (event.data.error) reject(new Error(event.data.error))
        else resolve(event.data.result)
      }
      worker.addEventListener('message', onMessage)
      worker.postMessage({ id: mine, op, args })
    })
  const results = []
  try {
    for (const [op, args] of calls) results.push(await call(op, args))
  } finally {
    worker.terminate()
  }
  return results
}
