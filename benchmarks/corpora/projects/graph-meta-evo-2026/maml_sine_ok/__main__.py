from .config import get_config
from .evaluate import evaluate
from .train import train


def main():
    cfg = get_config()
    params, losses = train(cfg)
    pre, post = evaluate(params, cfg)
    print(f"eval query MSE: before adaptation {pre:.3f}, after {cfg['inner_steps']} steps {post:.3f}")


if __name__ == "__main__":
    main()
