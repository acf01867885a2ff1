import argparse
from typing import NamedTuple


def parse_args(argv=None):
    p = argparse.ArgumentParser(description="Learn noise levels of a tracking model.")
    p.add_argument("--length", type=int, default=200)
    p.add_argument("--dt", type=float, default=0.1)
    p.add_argument("--true-q", type=float, default=0.5)
    p.add_argument("--true-r", type=float, default=0.3)
    p.add_argument("--init-q", type=float, default=2.0)
    p.add_argument("--init-r", type=float, default=1.0)
    p.add_argument("--steps", type=int, default=150)
    p.add_argument("--lr", type=float, default=0.05)
    p.add_argument("--no-joseph", dest="joseph", action="store_false")
    p.add_argument("--seed", type=int, default=7)
    return p.parse_args(argv)


class FilterOptions(NamedTuple):
    length: int
    dt: float
    joseph: bool

    @classmethod
    def from_args(cls, args):
        return cls(**{name: getattr(args, name) for name in cls._fields})
