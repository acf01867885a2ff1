import math


def num_patches(size, patch):
    if size % patch != 0:
        raise ValueError(f"{size} not divisible by {patch}")
    return int(size // patch) ** 2


def safe_div(num, den, eps=1e-8):
    return num / (den + eps)


def fan_in_scale(n):
    return 1.0 / math.sqrt(float(n))
