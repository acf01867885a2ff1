from . import configs
from .configs.glyphs import DEFAULT_OVERRIDES
from .train import run

if __name__ == "__main__":
    run(configs.get("glyphs", DEFAULT_OVERRIDES))
