from .logging import get_logger, log_scalars

__all__ = ["get_logger", "log_scalars"]
