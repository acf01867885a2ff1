from .configs import load
from .train import run


def main():
    cfg = load("default")
    run(cfg)


if __name__ == "__main__":
    main()
