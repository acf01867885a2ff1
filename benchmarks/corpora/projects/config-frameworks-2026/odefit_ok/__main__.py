from .config import get_config
from .train import run

if __name__ == "__main__":
    cfg = get_config()
    print(cfg)
    run(cfg)
