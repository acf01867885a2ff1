import math


def cosine(count, base, total):
    return base * 0.5 * (1.0 + math.cos(math.pi * count / total))
