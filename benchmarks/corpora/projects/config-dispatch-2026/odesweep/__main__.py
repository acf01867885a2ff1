"""``python -m odesweep``: run every entry of the sweep in order."""
from .sweep import SWEEP, run_sweep


def main():
    results = run_sweep(SWEEP)
    for name, loss in results:
        print(f"{name:>18s}  final mse {loss:.5f}")


if __name__ == "__main__":
    main()
