"""Every way Python binds a name, for comparing names.Binder with mypy's analysis."""

import functools
import math as m
from collections import OrderedDict as OD
from dataclasses import dataclass, field

LIMIT = 3
table: dict[str, int] = {}


def helper(x, *args, scale=2.0, **kwargs):
    y = x * scale
    for i, (a, b) in enumerate(args):
        y += a * b + i
    with open("f") as handle, open("g") as other:
        text = handle.read() + other.read()
    try:
        z = m.sqrt(y)
    except ValueError as error:
        z = float(len(str(error)))
    if (n := len(text)) > LIMIT:
        z += n
    del text
    squares = [k * k for k in range(n) if k % 2]
    pairs = {k: v for k, v in kwargs.items()}
    gen = sum(j for row in [[1, 2]] for j in row)
    return z + sum(squares) + len(pairs) + gen


def outer(values):
    total = 0
    count = 0

    def inner(v):
        nonlocal total
        total += v
        return total + count

    @functools.lru_cache
    def cached(v):
        return inner(v) * LIMIT

    fn = lambda q, r=LIMIT: q + r + count  # noqa: E731
    for value in values:
        inner(value)
        cached(value)
    return fn(total)


def uses_global():
    global LIMIT
    LIMIT = LIMIT + 1
    import os.path
    from os import sep as separator

    return os.path.join(separator, str(LIMIT)), m.pi, OD()


@dataclass
class Config:
    rate: float = 0.1
    steps: int = field(default=10)
    scale = rate * 2

    def run(self, x):
        return self.rate * x + self.helper(x) + Config.scale

    def helper(self, x):
        return x

    @staticmethod
    def static(x):
        return x

    @classmethod
    def make(cls):
        return cls()

    @property
    def doubled(self):
        return self.rate * 2


def matches(command):
    match command:
        case [first, *rest]:
            return first, rest
        case {"k": value, **others}:
            return value, others
        case Config(rate=rate) as config:
            return rate, config
        case _:
            return None
