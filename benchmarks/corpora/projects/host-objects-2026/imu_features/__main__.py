import jax

from . import data, features, model, train
from .config import Config


def main():
    cfg = Config()
    batches = data.make_batches(cfg)
    net = model.build(cfg)
    losses = train.fit(cfg, net, batches)
    print(f"batches {len(batches)}  loss {losses[0]:.4f} -> {losses[-1]:.4f}")
    print(f"train accuracy {train.accuracy(net, batches):.3f}")
    lo, hi = features.feature_ranges(jax.jit(train.batch_features)(batches[0]["x"]))
    print(f"feature width {lo.shape[0]}  widest range {float((hi - lo).max()):.3f}")


if __name__ == "__main__":
    main()
