def main(request, response):
    response.headers.set(b"Content-Type", b"text/plain")
    return u""
