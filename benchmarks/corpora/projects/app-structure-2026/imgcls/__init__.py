"""Small image classifier trained on synthetic prototype images."""

from imgcls.config import Config

__all__ = ["Config"]
