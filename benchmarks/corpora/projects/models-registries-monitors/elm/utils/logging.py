import logging
import sys

_LOGGERS = {}


def get_logger(name="elm"):
    if name not in _LOGGERS:
        logger = logging.getLogger(name)
        handler = logging.StreamHandler(sys.stdout)
        handler.setFormatter(logging.Formatter("%(name)s | %(message)s"))
        logger.addHandler(handler)
        logger.setLevel(logging.WARNING)
        _LOGGERS[name] = logger
    return _LOGGERS[name]


def log_scalars(prefix, **scalars):
    msg = " ".join(f"{k}={v:.4f}" for k, v in scalars.items())
    get_logger().debug("%s %s", prefix, msg)
