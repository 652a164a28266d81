// The provider answers the portal's silent session check to this page, inside a hidden frame:
// hand the answer (in the URL) to the portal that opened the frame, on the same origin only.
parent.postMessage(location.href, location.origin)
