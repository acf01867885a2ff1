from .timer import Timer
from .logging import get_logger
