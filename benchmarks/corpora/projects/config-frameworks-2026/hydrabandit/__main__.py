from .conf import CONFIG
from .train import run

if __name__ == "__main__":
    run(CONFIG)
