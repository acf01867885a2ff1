from .gpt import GPT
from .rnn import GRULM
