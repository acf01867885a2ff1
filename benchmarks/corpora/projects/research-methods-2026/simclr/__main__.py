import sys

from simclr.train import run

if __name__ == "__main__":
    sys.exit(run())
