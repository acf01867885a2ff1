import numpy as np

from . import data, ensemble, train
from .config import EnsembleConfig


def main():
    cfg = EnsembleConfig()
    batches = data.make_batches(cfg)
    models = ensemble.make_ensemble(cfg)
    models, losses = train.fit(cfg, models, batches)
    preds = np.asarray(ensemble.predict(models, batches[0].x))
    spread = preds.std(axis=0).mean()
    print(f"members {cfg.n_members}  loss {losses[0]:.4f} -> {losses[-1]:.4f}")
    print(f"mean member spread {spread:.4f}")


if __name__ == "__main__":
    main()
