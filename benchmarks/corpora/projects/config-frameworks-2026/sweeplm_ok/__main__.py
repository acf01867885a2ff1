from .sweep import SWEEP
from .train import run_sweep

if __name__ == "__main__":
    run_sweep(SWEEP)
