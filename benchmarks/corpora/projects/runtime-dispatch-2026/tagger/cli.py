"""``python -m tagger [section.key=value ...]``"""
import sys

from . import config, trainer
from .models import Pooler


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    cfg = config.get_config(config.parse_overrides(argv))
    pooler = cfg["model"]["pooler"]
    print(f"pooler={pooler} (available: {', '.join(Pooler.available())})")
    result = trainer.fit(cfg)
    print(f"eval accuracy: {result['eval_accuracy']:.3f}")
    return 0
