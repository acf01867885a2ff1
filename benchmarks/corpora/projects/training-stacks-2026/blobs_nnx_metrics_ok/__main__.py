import numpy as np
from flax import nnx

from .data import Config, gaussian_blobs, iterate
from .eval import evaluate
from .model import Classifier
from .optim import lr_for_epoch, make_optimizer, set_learning_rate
from .train import make_metrics, train_step


def main():
    cfg = Config()
    x_tr, y_tr = gaussian_blobs(cfg.n_train, cfg.num_features, cfg.num_classes, cfg.spread, cfg.seed)
    x_va, y_va = gaussian_blobs(cfg.n_val, cfg.num_features, cfg.num_classes, cfg.spread, cfg.seed + 1)

    model = Classifier(cfg.num_features, cfg.hidden, cfg.num_classes, cfg.dropout,
                       rngs=nnx.Rngs(params=cfg.seed, dropout=cfg.seed + 1))
    optimizer = make_optimizer(model, cfg)
    train_metrics = make_metrics()
    rng = np.random.default_rng(cfg.seed)

    for epoch in range(cfg.epochs):
        lr = lr_for_epoch(epoch, cfg)
        set_learning_rate(optimizer, lr)
        train_metrics.reset()
        model.train()
        for batch in iterate(x_tr, y_tr, cfg.batch_size, rng):
            train_step(model, optimizer, train_metrics, batch)
        train = {k: float(v) for k, v in train_metrics.compute().items()}
        val = evaluate(model, iterate(x_va, y_va, cfg.eval_batch_size))
        print(f"epoch {epoch} lr {lr:.1e} train_loss {train['loss']:.3f} "
              f"train_acc {train['accuracy']:.3f} val_loss {val['loss']:.3f} "
              f"val_acc {val['accuracy']:.3f} ece {val['ece']:.3f}")


if __name__ == "__main__":
    main()
