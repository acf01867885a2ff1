from .config import HP
from .train import train

if __name__ == "__main__":
    train(HP)
