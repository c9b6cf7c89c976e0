"""The API answers every bad request in JSON, saying what was wrong: bodies nested too deep,
numbers too long to read, bodies over the size limit."""

from typing import Any

from django.conf import settings
from django.core.exceptions import RequestDataTooBig, TooManyFieldsSent
from rest_framework import status
from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser
from rest_framework.response import Response
from rest_framework.views import exception_handler


class JSONBodyParser(JSONParser):
    """DRF's JSON parser, with nesting past Python's recursion limit a 400 and not a 500."""

    def parse(self, stream: Any, media_type: str | None = None, parser_context: Any = None) -> Any:
        try:
            return super().parse(stream, media_type, parser_context)
        except RecursionError as error:
            raise ParseError("JSON parse error - arrays or objects nested too deep") from error


def api_exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    if isinstance(exc, RequestDataTooBig):
        limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
        return Response(
            {"detail": f"The request body is over the limit of {limit // 1024} KB."},
            status=status.HTTP_413_REQUEST_ENTITY_TOO_LARGE,
        )
    if isinstance(exc, TooManyFieldsSent):
        return Response(
            {"detail": "The request sends too many fields."}, status=status.HTTP_400_BAD_REQUEST
        )
    return exception_handler(exc, context)
