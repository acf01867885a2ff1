import jax
import numpy as np

from .config import parse_config
from .data import epoch_batches, make_bars
from .model import SmallCNN
from .optim import build_sgd
from .train import create_train_state, eval_step, train_step


def per_class_accuracy(preds, labels, num_classes):
    return [float(np.mean(preds[labels == c] == c)) if np.any(labels == c) else float("nan")
            for c in range(num_classes)]


def main():
    cfg = parse_config()
    x_tr, y_tr = make_bars(cfg.train_size, cfg.image_size, cfg.num_classes, cfg.seed)
    x_te, y_te = make_bars(cfg.test_size, cfg.image_size, cfg.num_classes, cfg.seed + 1)
    steps_per_epoch = cfg.train_size // cfg.batch_size

    model = SmallCNN(cfg.widths, cfg.num_classes, cfg.dropout)
    tx, schedule = build_sgd(cfg, steps_per_epoch)
    rng = jax.random.key(cfg.seed)
    rng, init_rng = jax.random.split(rng)
    state = create_train_state(model, tx, init_rng, x_tr.shape[1:])

    data_rng = np.random.default_rng(cfg.seed)
    for epoch in range(cfg.epochs):
        losses = []
        for batch in epoch_batches(x_tr, y_tr, cfg.batch_size, data_rng):
            rng, step_rng = jax.random.split(rng)
            state, stats = train_step(state, batch, step_rng, cfg)
            losses.append(stats["loss"])
        logits = np.asarray(eval_step(state, x_te))
        preds = logits.argmax(-1)
        accs = per_class_accuracy(preds, y_te, cfg.num_classes)
        print(f"epoch {epoch} lr {float(schedule(int(state.step))):.3f} "
              f"loss {np.mean(jax.device_get(losses)):.3f} test_acc {np.mean(preds == y_te):.3f} "
              f"per_class {[round(a, 2) for a in accs]}")


if __name__ == "__main__":
    main()
