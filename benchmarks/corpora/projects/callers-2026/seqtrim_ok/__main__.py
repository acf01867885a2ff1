from .config import get_config
from .train import run


if __name__ == "__main__":
    cfg = get_config()
    metrics = run(cfg)
    print("done:", {k: round(v, 4) for k, v in metrics.items()})
