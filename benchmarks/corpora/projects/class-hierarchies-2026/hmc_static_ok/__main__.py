from .config import HMCConfig
from .run import run_experiment


def main():
    cfg = HMCConfig()
    run_experiment(cfg)


if __name__ == "__main__":
    main()
