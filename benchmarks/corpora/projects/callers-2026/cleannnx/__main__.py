from .config import LMConfig
from .train import train

if __name__ == "__main__":
    train(LMConfig())
