import math


def safe_div(num, den, eps=1e-6):
    # avoid dividing by an exactly-zero count or scale
    if den == 0:
        return num * 0.0
    return num / (den + eps)


def mean_of(values):
    return safe_div(sum(values), len(values), eps=0.0)


def fan_scale(fan_in, gain=1.0):
    return gain / math.sqrt(max(fan_in, 1))


def as_float(x):
    return float(x)
