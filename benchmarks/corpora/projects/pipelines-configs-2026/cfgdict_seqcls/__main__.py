import jax
import numpy as np

from .config import get_config
from .data import make_dataset, shuffled_batches
from .evaluate import confusion, evaluate
from .train import create_state, train_epoch


def main():
    cfg = get_config()
    cfg.update({"train": {"num_epochs": 3}})
    rng = np.random.default_rng(cfg.seed)
    train_set = make_dataset(cfg.data.num_train, cfg.data, rng)
    eval_set = make_dataset(cfg.data.num_eval, cfg.data, rng)

    state = create_state(cfg, jax.random.PRNGKey(cfg.seed))

    def log(step, metrics):
        print(f"  step {step:3d} loss {metrics['loss']:.4f} acc {metrics['accuracy']:.3f}")

    for epoch in range(cfg.train.num_epochs):
        batches = shuffled_batches(train_set, cfg.data.batch_size, rng)
        state, history = train_epoch(state, batches, cfg, log_fn=log)
        mean_loss = float(np.mean([h["loss"] for h in history]))
        acc = evaluate(state, eval_set, cfg.data.batch_size)
        print(f"epoch {epoch}: train loss {mean_loss:.4f} eval acc {acc:.3f}")

    print(confusion(state, eval_set, cfg.model.num_classes, cfg.data.batch_size))


if __name__ == "__main__":
    main()
