import jax

from .callbacks import PeriodicEval
from .config import Config
from .data import TaskSampler
from .model import MultiHeadNet
from .multitask import MultiTaskTrainer
from .tasks import Task


def main():
    cfg = Config()
    tasks = [Task.from_config(spec, cfg.in_dim, seed=cfg.seed + i) for i, spec in enumerate(cfg.tasks)]
    model = MultiHeadNet(cfg.in_dim, cfg.trunk_width, cfg.trunk_depth, cfg.feature_dim,
                         [t.out_dim for t in tasks], jax.random.key(cfg.seed))
    sampler = TaskSampler(tasks, cfg.batch_size, cfg.seed)
    trainer = MultiTaskTrainer(cfg, tasks, callbacks=[PeriodicEval(cfg.eval_every, cfg.eval_size)])
    trainer.fit(model, sampler)
    counts = [sum(1 for (_, t, _) in trainer.log if t == i) for i in range(len(tasks))]
    print("batches per task:", dict(zip((t.name for t in tasks), counts)))


if __name__ == "__main__":
    main()
