from .config import default
from .train import run

if __name__ == "__main__":
    run(default())
