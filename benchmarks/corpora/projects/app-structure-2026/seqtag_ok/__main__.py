import argparse

from seqtag_ok.config import DEFAULTS, get_config
from seqtag_ok.data import SyntheticTaggingCorpus
from seqtag_ok.models import create_model
from seqtag_ok.train import Trainer


def parse_args(argv=None):
    parser = argparse.ArgumentParser(prog="python -m seqtag_ok")
    parser.add_argument("--model", default=DEFAULTS["model"])
    parser.add_argument("--loss", default=DEFAULTS["loss"])
    parser.add_argument("--steps", type=int, default=DEFAULTS["steps"])
    parser.add_argument("--num-layers", type=int, default=DEFAULTS["num_layers"])
    parser.add_argument("--learning-rate", type=float, default=DEFAULTS["learning_rate"])
    parser.add_argument("--seed", type=int, default=DEFAULTS["seed"])
    parser.add_argument("--verbose", action="store_true")
    return parser.parse_args(argv)


def main(argv=None):
    args = parse_args(argv)
    cfg = get_config(**{k: v for k, v in vars(args).items() if v is not None})
    corpus = SyntheticTaggingCorpus(cfg, seed=cfg.seed)
    model = create_model(cfg, cfg.seed)
    trainer = Trainer(model, cfg)
    trainer.train(iter(corpus))
    held_out = SyntheticTaggingCorpus(cfg, seed=cfg.seed + 100).sample(128)
    print(f"held-out token accuracy: {trainer.evaluate(held_out):.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
