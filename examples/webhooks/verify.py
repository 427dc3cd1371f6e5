"""Verifies a webhook from the ambulance platform (Standard Webhooks), standard library only.

Usage in a receiver: payload = verify(SECRET, request_headers, raw_body_bytes)
Run as a script it reads the secret, the three headers and the body from argv/stdin (the tests do).
"""
import base64
import hashlib
import hmac
import json
import sys
import time

TOLERANCE_SECONDS = 5 * 60


def verify(secret: str, headers: dict, body: bytes, now: float | None = None) -> dict:
    """Returns the event (type, timestamp, data) or raises ValueError. `headers` keys in lower case."""
    msg_id = headers["webhook-id"]
    timestamp = headers["webhook-timestamp"]
    signatures = headers["webhook-signature"]
    if abs((now if now is not None else time.time()) - int(timestamp)) > TOLERANCE_SECONDS:
        raise ValueError("timestamp too old or in the future")
    key = base64.b64decode(secret.removeprefix("whsec_"))
    signed = f"{msg_id}.{timestamp}.".encode() + body
    expected = base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest()).decode()
    # Several signatures may come, space-separated (e.g. during a secret change): any v1 match passes.
    for candidate in signatures.split(" "):
        version, _, signature = candidate.partition(",")
        if version == "v1" and hmac.compare_digest(signature, expected):
            return json.loads(body)
    raise ValueError("no valid signature")


if __name__ == "__main__":
    secret, msg_id, timestamp, signature = sys.argv[1:5]
    event = verify(secret, {"webhook-id": msg_id, "webhook-timestamp": timestamp, "webhook-signature": signature}, sys.stdin.buffer.read())
    print(event["type"])
