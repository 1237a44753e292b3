def main(request, response):
      response.status = 302
