import sys

from simclr_ok.train import run

if __name__ == "__main__":
    sys.exit(run())
