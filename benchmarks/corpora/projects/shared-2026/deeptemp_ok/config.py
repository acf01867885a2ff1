from . import util

RAW = {"features": "6", "prototypes": "5", "temp": "2.0", "min_temp": "0.1", "max_temp": "10", "lr": "0.05", "steps": "5"}


def parse(raw=RAW):
    ints = ("features", "prototypes", "steps")
    return {k: (int(v) if k in ints else util.to_float(v)) for k, v in raw.items()}
