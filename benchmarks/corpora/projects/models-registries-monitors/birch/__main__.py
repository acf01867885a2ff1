from .config import Config
from .train import train


def main():
    train(Config())


main()
