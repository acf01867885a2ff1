from .config import RecConfig
from .evaluate import evaluate
from .train import train


def main():
    cfg = RecConfig()
    model, data, losses = train(cfg)
    hr = evaluate(model, data, cfg)
    chance = cfg.top_k / (cfg.num_items - cfg.interactions_per_user + 1)
    print(f"final loss {losses[-1]:.4f}  HR@{cfg.top_k} {hr:.3f} (chance {chance:.3f})")


if __name__ == "__main__":
    main()
