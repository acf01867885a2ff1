from .train import run
from .config import Cfg

if __name__ == "__main__":
    run(Cfg())
