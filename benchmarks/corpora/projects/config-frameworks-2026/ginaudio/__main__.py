from . import ginlite
from .bindings import DEFAULT_BINDINGS
from .train import train


def main():
    ginlite.parse_config(DEFAULT_BINDINGS)
    train()


if __name__ == "__main__":
    main()
