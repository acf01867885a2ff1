import numpy as np
from flax import nnx

from .data import Config, batches, make_spirals, train_val_split
from .metrics import average, confusion_matrix, macro_f1
from .model import ResMLP
from .optim import make_optimizer
from .train import predict, train_step


def main():
    cfg = Config()
    x, y = make_spirals(cfg.points_per_class, cfg.num_classes, cfg.noise, cfg.seed)
    (x_tr, y_tr), (x_val, y_val) = train_val_split(x, y, 0.2, cfg.seed)
    steps_per_epoch = len(x_tr) // cfg.batch_size
    total_steps = steps_per_epoch * cfg.epochs

    rngs = nnx.Rngs(params=cfg.seed, dropout=cfg.seed + 1, layerdrop=cfg.seed + 2)
    model = ResMLP(x.shape[1], cfg.width, cfg.hidden, cfg.depth, cfg.num_classes,
                   cfg.dropout, cfg.layer_drop, rngs=rngs)
    tx, schedule = make_optimizer(cfg, total_steps)
    optimizer = nnx.Optimizer(model, tx, wrt=nnx.Param)

    data_rng = np.random.default_rng(cfg.seed)
    step = 0
    for epoch in range(cfg.epochs):
        model.train()
        history = []
        for batch in batches(x_tr, y_tr, cfg.batch_size, data_rng):
            stats = train_step(model, optimizer, batch, smoothing=cfg.label_smoothing)
            history.append({k: float(v) for k, v in stats.items()})
            step += 1
        model.eval()
        preds = np.asarray(predict(model, x_val)).argmax(-1)
        cm = confusion_matrix(preds, y_val, cfg.num_classes)
        print(f"epoch {epoch} lr {float(schedule(step)):.2e} "
              f"loss {average(history, 'loss'):.3f} acc {average(history, 'accuracy'):.3f} "
              f"val_acc {np.trace(cm) / cm.sum():.3f} val_f1 {macro_f1(cm):.3f}")


if __name__ == "__main__":
    main()
