"""Entry point: ``python -m normbench`` trains with the default experiment config."""
from .configs import load_config
from .train import run

EXPERIMENT = "clipnorm"


def main():
    cfg = load_config(EXPERIMENT)
    print(f"[normbench] experiment={EXPERIMENT}\n{cfg}")
    run(cfg)


if __name__ == "__main__":
    main()
