import collections

import numpy as np
from flax import nnx

from .data import RoundRobinLoader, make_task_data
from .model import MultiTaskNet
from .tasks import TASKS
from .train import eval_step, make_optimizer, train_step

IN_DIM, WIDTH, BATCH, STEPS = 6, 64, 32, 300


def main():
    rng = np.random.default_rng(0)
    train_sets = [make_task_data(t, 600, IN_DIM, rng) for t in range(len(TASKS))]
    eval_sets = [make_task_data(t, 200, IN_DIM, rng) for t in range(len(TASKS))]
    loader = RoundRobinLoader(train_sets, BATCH, seed=0)

    model = MultiTaskNet(IN_DIM, WIDTH, nnx.Rngs(0))
    optimizer = make_optimizer(model, 3e-3)

    running = collections.defaultdict(list)
    model.train()
    for step, batch in zip(range(1, STEPS + 1), loader):
        loss, metric = train_step(model, optimizer, batch)
        running[int(batch["task"])].append(float(loss))
        if step % 100 == 0:
            summary = ", ".join(f"{TASKS[t].name} {np.mean(v[-30:]):.3f}" for t, v in sorted(running.items()))
            print(f"step {step}: {summary}")

    model.eval()
    for task_id, (x, y) in enumerate(eval_sets):
        loss, metric = eval_step(model, x, y, task_id=task_id)
        label = "acc" if TASKS[task_id].kind == "classification" else "mae"
        print(f"eval {TASKS[task_id].name}: loss {float(loss):.4f} {label} {float(metric):.3f}")


if __name__ == "__main__":
    main()
