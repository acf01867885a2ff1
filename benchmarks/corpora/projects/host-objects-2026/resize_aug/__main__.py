from . import data, evaluate, train
from .config import AugConfig
from .params import AugParams


def main():
    cfg = AugConfig()
    batches = data.make_batches(cfg)
    params = AugParams.from_config(cfg)
    model, variables, history = train.fit(cfg, params, batches)
    acc = evaluate.accuracy(model, variables, cfg, batches)
    print(f"steps {len(history['loss'])}  final loss {history['loss'][-1]:.4f}  accuracy {acc:.3f}")


if __name__ == "__main__":
    main()
