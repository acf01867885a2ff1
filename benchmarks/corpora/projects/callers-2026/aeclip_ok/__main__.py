import sys

from .config import parse
from .train import train

if __name__ == "__main__":
    cfg = parse(sys.argv[1:])
    train(cfg)
